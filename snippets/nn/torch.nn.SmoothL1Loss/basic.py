import torch

pred = torch.zeros(4, requires_grad=True)
target = torch.tensor([0.5, 1.0, 2.0, 4.0])  # errors of growing size

criterion = torch.nn.SmoothL1Loss(reduction="none")  # beta=1.0
print(criterion(pred, target))  # 0.5 * e**2 below 1, |e| - 0.5 above

torch.nn.SmoothL1Loss(reduction="sum")(pred, target).backward()
print(pred.grad)  # the gradient grows with the error, then stays at 1 in size
