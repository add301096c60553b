import torch


class Meters(torch.Tensor):
    pass


x = torch.tensor([1.0, 2.0, 3.0])
m = x.as_subclass(Meters)
m[0] = 100.0
print(x)  # x 也变了
print(x.clone().as_subclass(Meters).data_ptr() == x.data_ptr())
