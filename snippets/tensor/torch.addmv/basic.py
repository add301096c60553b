import torch

W = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])
x = torch.tensor([1.0, 0.0, -1.0])
b = torch.tensor([0.5, 0.5])

print(torch.addmv(b, W, x))                    # b + W @ x
print(torch.addmv(b, W, x, beta=2, alpha=10))  # 2 * b + 10 * (W @ x)
print(b.addmv(W, x).shape)                     # a vector of length W.shape[0]
