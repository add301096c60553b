import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = torch.nn.Linear(2, 1).to(device)

x = torch.tensor([[1, 2], [3, 4]], device=device)   # 整数字面量 -> int64
print(x.dtype)
layer(x)  # 权重是 float32
