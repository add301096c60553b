import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([-120.0, -20.0, 0.0], device=device, requires_grad=True)
target = torch.ones(3, device=device)

# Sigmoid + BCELoss: sigmoid(-120) underflows to exactly 0 in float32,
# the log is clamped to -100 and the gradient vanishes
loss = torch.nn.BCELoss(reduction="none")(torch.sigmoid(logits), target)
loss.sum().backward()
print("BCELoss         ", loss.detach(), logits.grad)

logits.grad = None
loss = torch.nn.BCEWithLogitsLoss(reduction="none")(logits, target)
loss.sum().backward()
print("BCEWithLogitsLoss", loss.detach(), logits.grad)
