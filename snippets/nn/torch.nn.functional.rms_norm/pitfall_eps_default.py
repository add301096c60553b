import torch
import torch.nn.functional as F

x = torch.full((1, 4), 1e-4)  # tiny activations

default = F.rms_norm(x, (4,))  # eps=None -> torch.finfo(float32).eps, about 1.2e-7
llama = F.rms_norm(x, (4,), eps=1e-6)  # what many LLaMA-style checkpoints were trained with
print(default[0, 0].item(), llama[0, 0].item())  # noticeably different
print(torch.nn.RMSNorm(4).eps, torch.nn.RMSNorm(4, eps=1e-6).eps)
