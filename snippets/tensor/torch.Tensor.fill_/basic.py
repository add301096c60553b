import torch

x = torch.empty(3)
print(x.fill_(0.5))                     # modifies x and returns it
print(x.zero_() is x)                   # zero_() is fill_(0)

y = torch.arange(6.0).reshape(2, 3)
y[:, 1].fill_(-1.0)                     # basic slicing is a view: y changes
print(y)

counts = torch.zeros(3, dtype=torch.long)
counts.fill_(2.7)                       # converted to the tensor's dtype
print(counts)

# initializing a parameter
layer = torch.nn.Linear(2, 2)
with torch.no_grad():
    layer.bias.fill_(0.1)
    layer.weight.zero_()
print(layer.weight, layer.bias)
