import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

xs = torch.randn(5, 3, device=device)  # batch of 5
w = torch.randn(3, device=device)      # one weight vector for all samples
torch.vmap(torch.dot)(xs, w)           # in_dims=0 also maps over w
