import torch

torch.manual_seed(0)
layer = torch.nn.Linear(4, 3)

torch.nn.init.zeros_(layer.bias)  # modifies the parameter in place ...
torch.nn.init.ones_(layer.weight[0])  # ... also works on a slice
out = torch.nn.init.constant_(layer.weight[1:], 0.5)

print(layer.bias)
print(layer.weight)
print(layer.weight.is_leaf, layer.weight.requires_grad)  # still a trainable leaf
print(out.shape)  # returns the tensor it filled
