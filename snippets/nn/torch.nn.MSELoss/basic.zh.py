import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
target = torch.tensor([1.0, 4.0, 6.0], device=device)

for reduction in ["mean", "sum", "none"]:
    print(reduction, torch.nn.MSELoss(reduction=reduction)(pred, target))

loss = torch.nn.MSELoss()(pred, target)
loss.backward()
print(pred.grad)  # 2 * (pred - target) / 3
