import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

values = []
for step in range(3):
    loss = torch.tensor(1.0 / (step + 1), device=device)
    values.append(loss.item())  # Python float，不是张量

print(torch.tensor(values))  # 由数字构造张量要用 torch.tensor
torch.stack(values)
