import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = torch.ones(8, 2, 3, device=device)  # 8 matrices of shape (2, 3)
w = torch.ones(3, 4, device=device)

print(torch.matmul(batch, w).shape)  # broadcasts over the batch dim
print(torch.bmm(batch, w.expand(8, 3, 4)).shape)
torch.mm(batch, w)
