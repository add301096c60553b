import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


logits = torch.tensor([0.0, 40.0], device=device)
target = torch.tensor([0.0, 1.0], device=device)

# Work on logits: BCEWithLogitsLoss uses the log-sum-exp trick and never takes log(0).
loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, target)
print("loss:", round(loss.item(), 4))

# Guard divisions with an epsilon.
feature = torch.full((4,), 3.0, device=device)
print("normalised:", ((feature - feature.mean()) / (feature.std() + 1e-6)).tolist())

# Fail fast in the training loop instead of training on nan.
if not torch.isfinite(loss):
    raise RuntimeError("non-finite loss")
print("finite:", torch.isfinite(loss).item())
