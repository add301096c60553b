import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([3.0], device=device))
opt = torch.optim.LBFGS([w])
((w - 1.0) ** 2).sum().backward()
opt.step()  # 照 SGD/Adam 的方式写
