import torch

x = torch.tensor([1.123456, 250.5, 0.00002])
print(x)  # default: precision 4, scientific notation chosen automatically

torch.set_printoptions(precision=2, sci_mode=False)
print(x)
print(x[0].item())  # the stored value keeps full precision

# Summarize long tensors: more than `threshold` elements are shown with `...`,
# keeping `edgeitems` entries at each end of every dimension.
torch.set_printoptions(threshold=10, edgeitems=2)
print(torch.arange(100))

# Narrow lines wrap earlier.
torch.set_printoptions(linewidth=30)
print(torch.arange(12.0))

# Back to the defaults (this also resets sci_mode to automatic).
torch.set_printoptions(profile="default")
print(x)
