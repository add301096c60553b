import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-2.0, 0.5, 3.0], device=device)
low, high = 1.0, 0.0  # 不小心写反了

print(torch.clamp(x, min=low, max=high))  # 不报错：所有元素都变成 max
print(torch.clamp(x, min=min(low, high), max=max(low, high)))
