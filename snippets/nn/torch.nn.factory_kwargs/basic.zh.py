import torch


class Scale(torch.nn.Module):
    def __init__(self, size, **kwargs):
        super().__init__()
        # 检查键名，并把 device/dtype/memory_format 合并成一个字典
        factory_kwargs = torch.nn.factory_kwargs(kwargs)
        print(factory_kwargs)
        self.weight = torch.nn.Parameter(torch.ones(size, **factory_kwargs))


print(Scale(3, dtype=torch.float64).weight.dtype)
print(Scale(3, device="meta").weight.device)

# factory_kwargs 键用来传递会被函数签名里同名 dtype 或 device 参数遮住的值
print(torch.nn.factory_kwargs({"device": "cpu", "factory_kwargs": {"dtype": torch.float16}}))
print(torch.nn.factory_kwargs(None))
