import torch
import torch.nn.functional as F

x = torch.full((1, 4), 1e-4)  # 极小的激活值

default = F.rms_norm(x, (4,))  # eps=None -> torch.finfo(float32).eps，约为 1.2e-7
llama = F.rms_norm(x, (4,), eps=1e-6)  # 许多 LLaMA 风格的检查点训练时用的就是这个值
print(default[0, 0].item(), llama[0, 0].item())  # 差别明显
print(torch.nn.RMSNorm(4).eps, torch.nn.RMSNorm(4, eps=1e-6).eps)
