import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 3 classes, but one target is 5: on CUDA the kernel asserts, and the error surfaces
# at the next synchronising call (here .item()).
logits = torch.zeros(2, 3, device=device)
target = torch.tensor([0, 5], device=device)
loss = torch.nn.functional.cross_entropy(logits, target)
print(loss.item())
