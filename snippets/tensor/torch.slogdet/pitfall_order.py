import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])
logabsdet, sign = torch.slogdet(A)           # unpacked in the wrong order
# nothing raises: "logabsdet" now holds the sign
print(logabsdet, sign)
print(torch.slogdet(A).logabsdet)            # use the field names
