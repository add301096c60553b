import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

loss = torch.nn.functional.mse_loss(
    torch.tensor([1.0, 2.0], device=device), torch.tensor([1.5, 2.5], device=device)
)
v = loss.item()
print(v, type(v))

print(torch.tensor([[7]], device=device).item(), type(torch.tensor(7).item()))   # 任何只含一个元素的形状都可以；int64 -> int
print(torch.tensor(True).item())

# 多于一个元素：改用 .tolist()
print(torch.tensor([1.0, 2.0], device=device).tolist())
