import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([-120.0, -20.0, 0.0], device=device, requires_grad=True)
target = torch.ones(3, device=device)

# Sigmoid + BCELoss：在 float32 下 sigmoid(-120) 下溢成恰好为 0，
# log 被截断到 -100，梯度随之消失
loss = torch.nn.BCELoss(reduction="none")(torch.sigmoid(logits), target)
loss.sum().backward()
print("BCELoss         ", loss.detach(), logits.grad)

logits.grad = None
loss = torch.nn.BCEWithLogitsLoss(reduction="none")(logits, target)
loss.sum().backward()
print("BCEWithLogitsLoss", loss.detach(), logits.grad)
