import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(3, dtype=torch.float32, device=device)
c = x.cpu()
print(c.device.type, c)
print(c is x)                 # True when x was already on the CPU, False when it was copied

# the usual way out of PyTorch: detach from the graph, bring to the CPU, then NumPy
w = torch.ones(2, requires_grad=True, device=device)
arr = (w * 3).detach().cpu().numpy()
print(arr, arr.dtype)
