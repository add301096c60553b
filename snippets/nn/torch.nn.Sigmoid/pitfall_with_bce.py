import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# A model ending in nn.Sigmoid() followed by BCELoss vs logits + BCEWithLogitsLoss
logits = torch.tensor([-30.0, 30.0], device=device, requires_grad=True)
target = torch.tensor([1.0, 0.0], device=device)  # both predictions badly wrong

loss = torch.nn.BCELoss()(torch.nn.Sigmoid()(logits), target)
loss.backward()
# sigmoid(30) rounds to 1.0 in float32: log(0) is clamped to -100,
# so the loss is distorted and the gradients are far too small
print(loss.detach(), logits.grad)

logits.grad = None
loss = torch.nn.BCEWithLogitsLoss()(logits, target)
loss.backward()
print(loss.detach(), logits.grad)  # exact loss (30 per sample), gradient sigmoid(x) - y
