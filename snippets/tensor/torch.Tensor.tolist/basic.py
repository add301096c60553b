import torch

x = torch.tensor([[1, 2], [3, 4]])
print(x.tolist(), type(x.tolist()[0][0]))   # nested lists of Python ints

probs = torch.tensor([0.25, 0.75], requires_grad=True)
print(probs.tolist())                       # works on tensors that require grad

print(torch.tensor(7).tolist())             # a 0-d tensor gives a bare number
print(torch.tensor([True, False]).tolist())

device = "cuda" if torch.cuda.is_available() else "cpu"
pred = torch.tensor([2, 0, 1], device=device)
print(pred.tolist())                        # copied to the host as Python objects
