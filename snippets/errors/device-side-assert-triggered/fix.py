import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


logits = torch.zeros(4, 3, device=device)
target = torch.tensor([0, 5, 2, 1], device=device)

# 1. Get a readable error: run the same op on the CPU.
try:
    torch.nn.functional.cross_entropy(logits.cpu(), target.cpu())
except IndexError as exc:
    print("on CPU:", exc)

# 2. Check the labels where the data comes in, before any CUDA kernel sees them.
num_classes = logits.shape[1]
bad = (target < 0) | (target >= num_classes)
print("bad labels:", target[bad].tolist())

# 3. Fix the label mapping (here: drop the bad rows) and the loss computes normally.
loss = torch.nn.functional.cross_entropy(logits[~bad], target[~bad])
print(round(loss.item(), 4))
