import torch

torch.set_printoptions(precision=4)
torch.manual_seed(0)
N = torch.randn(9, 9, dtype=torch.float64)  # not symmetric

print(torch.lobpcg(N, k=2)[0])  # runs and returns numbers
print(torch.linalg.eigvals(N).abs().max())  # the real spectrum is something else

S = (N + N.mT) / 2  # what lobpcg can handle: a symmetric matrix
print(torch.lobpcg(S, k=2)[0], torch.linalg.eigvalsh(S)[-2:].flip(0))
