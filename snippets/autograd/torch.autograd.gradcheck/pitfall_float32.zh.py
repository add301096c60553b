import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
x = torch.randn(4, device=device, requires_grad=True)  # float32
# 正确的函数也会失败：在 float32 下，eps=1e-6 的有限差分太粗糙
torch.autograd.gradcheck(torch.sin, (x,))
