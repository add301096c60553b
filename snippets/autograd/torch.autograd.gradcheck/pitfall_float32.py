import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
x = torch.randn(4, device=device, requires_grad=True)  # float32
# A correct function still fails: eps=1e-6 finite differences are too coarse in float32
torch.autograd.gradcheck(torch.sin, (x,))
