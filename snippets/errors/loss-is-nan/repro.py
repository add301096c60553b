import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# A hand-written binary cross-entropy on probabilities: sigmoid saturates to exactly 1.0,
# log(1 - p) becomes log(0) = -inf, and 0 * -inf is nan.
logits = torch.tensor([0.0, 40.0], device=device)
target = torch.tensor([0.0, 1.0], device=device)
p = torch.sigmoid(logits)
print("p:", p.tolist())
loss = -(target * torch.log(p) + (1 - target) * torch.log(1 - p)).mean()
print("loss:", loss.item())

# Normalising a constant feature: std is 0, so 0 / 0 = nan.
feature = torch.full((4,), 3.0, device=device)
print("normalised:", ((feature - feature.mean()) / feature.std()).tolist())
