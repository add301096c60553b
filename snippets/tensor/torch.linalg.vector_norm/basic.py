import torch

x = torch.tensor([[3.0, 4.0],
                  [6.0, 8.0]])

print(torch.linalg.vector_norm(x))                      # L2 of all entries, as one vector
print(torch.linalg.vector_norm(x, dim=1))               # per row
print(torch.linalg.vector_norm(x, ord=1, dim=1))        # L1 per row
print(torch.linalg.vector_norm(x, ord=float("inf")))    # largest absolute value

unit = x / torch.linalg.vector_norm(x, dim=1, keepdim=True)   # normalise rows
print(unit)

h = torch.full((4,), 300.0, dtype=torch.float16)
print(torch.linalg.vector_norm(h), (h ** 2).sum().sqrt())     # the naive formula overflows

z = torch.zeros(3, requires_grad=True)
torch.linalg.vector_norm(z).backward()
print(z.grad)                                           # 0 at the origin, not nan
