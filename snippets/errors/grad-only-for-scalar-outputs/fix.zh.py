import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([0.5, 1.5, 2.0], device=device, requires_grad=True)
target = torch.ones(3, device=device)
loss = torch.nn.MSELoss(reduction="none")(pred, target)

loss.mean().backward()  # 先归约成标量
print(pred.grad)

# 或者显式传入向量-雅可比积中的那个向量。
pred.grad = None
loss = torch.nn.MSELoss(reduction="none")(pred, target)
loss.backward(gradient=torch.ones_like(loss))  # 等同于 loss.sum().backward()
print(pred.grad)
