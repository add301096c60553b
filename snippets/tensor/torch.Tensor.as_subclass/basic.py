import torch


class Meters(torch.Tensor):
    def __repr__(self):
        return f"Meters({self.tolist()})"


x = torch.tensor([1.0, 2.5])
m = x.as_subclass(Meters)
print(type(m).__name__, m)
print(m.data_ptr() == x.data_ptr())  # no copy: the same memory
print(type(m * 2).__name__)  # results of torch operations keep the subclass
print(type(torch.relu(m)).__name__, isinstance(m, torch.Tensor))

w = torch.ones(2, requires_grad=True)
(w.as_subclass(Meters) * 3).sum().backward()
print(w.grad)  # gradients flow back to the original tensor
