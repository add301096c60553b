import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor(0.1, device=device)    # 以 float32 存储
print(x.item())                          # float32 的值，扩宽为 Python float
print(x.item() == 0.1)
print(abs(x.item() - 0.1) < 1e-6)
