import {
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  userInfo,
} from '@arogya/contracts/auth';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@arogya/contracts/auth';
import { messageBody } from '@arogya/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Sign-in calls send no token: a 401 here means wrong credentials, not an expired session.
export const login = (body: LoginRequest) =>
  api.post('/api/auth/login', loginRequest.parse(body), { schema: userInfo, auth: false });

export const register = (body: RegisterRequest) =>
  api.post('/api/auth/register', registerRequest.parse(body), { schema: userInfo, auth: false });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  api.post('/api/auth/forgot-password', forgotPasswordRequest.parse(body), {
    schema: messageBody,
    auth: false,
  });

export const resetPassword = (token: string, body: ResetPasswordRequest) =>
  api.post(
    `/api/auth/reset-password/${encodeURIComponent(token)}`,
    resetPasswordRequest.parse(body),
    {
      schema: messageBody,
      auth: false,
    },
  );

/**
 * SPEC §2 /login: a doctor without a profile is sent to create one. 404 means "no profile";
 * any other failure is treated the same, since the profile page is where they can fix it.
 */
export async function hasDoctorProfile(): Promise<boolean> {
  try {
    await api.get('/api/doctors/profile/me');
    return true;
  } catch {
    return false;
  }
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(token, body) });
