import torch

S = torch.tensor([[1.0, 2.0],
                  [2.0, 4.0]])              # rank 1, float32
# nothing raises: rcond=1e-15 keeps a rounding-error singular value
print(torch.pinverse(S))
print(torch.linalg.pinv(S))                 # a tolerance suited to float32
print(torch.pinverse(S, rcond=1e-6))
