import torch

dst = torch.zeros(2, 3)
dst.copy_(torch.tensor([1.0, 2.0, 3.0]))   # src broadcasts to dst's shape
print(dst)

buf = torch.zeros(3, dtype=torch.long)
buf.copy_(torch.tensor([1.7, -2.7, 3.2]))  # cast to dst's dtype (truncation)
print(buf)

x = torch.zeros(5)
x[1:3].copy_(torch.tensor([7.0, 8.0]))     # write through a view: x changes
print(x)

# loading values into a parameter
layer = torch.nn.Linear(2, 1)
with torch.no_grad():
    layer.weight.copy_(torch.tensor([[0.5, -0.5]]))
    layer.bias.fill_(0.0)
print(layer.weight, layer.bias)

# copy to another device keeps dst's device
device = "cuda" if torch.cuda.is_available() else "cpu"
gpu_buf = torch.empty(3, device=device)
gpu_buf.copy_(torch.arange(3.0))
print(gpu_buf.device.type == device, gpu_buf.tolist())
