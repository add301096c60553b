import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(3, dtype=float, device=device)   # Python 的 float 表示 float64，而不是 float32
b = torch.ones(3, device=device).to(float)
print(a.dtype, b.dtype)
print(torch.zeros(3, dtype=torch.float32, device=device).dtype)   # 明确写出你想要的类型
