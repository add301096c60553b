import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, device=device)
arr = x.cpu().numpy()      # on CPU, .cpu() returns x itself, so arr aliases x
arr[0] = 42.0
print(x.device.type, x[0].item())   # 42.0 on CPU (x changed), 0.0 on CUDA (arr is a copy)

safe = x.detach().cpu().clone().numpy()   # always an independent copy
safe[1] = 7.0
print(x[1].item())
