import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

probs = torch.tensor([[0.7, 0.3], [1.0, 0.0]], device=device)
targets = torch.tensor([[1.0, 0.0], [1.0, 0.0]], device=device)

terms = targets * torch.log(probs)  # log(0) = -inf，而 0 * -inf = nan
loss = -terms.sum(dim=1).mean()
print("loss:", loss.item())

if not torch.isfinite(loss):
    bad = torch.isnan(terms)
    print("nan at:", bad.nonzero().tolist())
    print("log(probs) there:", torch.log(probs)[bad])

fixed = -(targets * torch.log(probs.clamp(min=1e-12))).sum(dim=1).mean()
print("fixed loss:", round(fixed.item(), 4))
