import torch


class Scale(torch.nn.Module):
    def __init__(self, size, **kwargs):
        super().__init__()
        # Checks the keys and merges device/dtype/memory_format into one dict
        factory_kwargs = torch.nn.factory_kwargs(kwargs)
        print(factory_kwargs)
        self.weight = torch.nn.Parameter(torch.ones(size, **factory_kwargs))


print(Scale(3, dtype=torch.float64).weight.dtype)
print(Scale(3, device="meta").weight.device)

# The factory_kwargs key carries values that a signature's own dtype or device would shadow
print(torch.nn.factory_kwargs({"device": "cpu", "factory_kwargs": {"dtype": torch.float16}}))
print(torch.nn.factory_kwargs(None))
