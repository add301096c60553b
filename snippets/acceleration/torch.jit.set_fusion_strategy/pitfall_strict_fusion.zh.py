import torch


@torch.jit.script
def scaled_relu(x: torch.Tensor) -> torch.Tensor:
    with torch.jit.strict_fusion():
        return (x + x).relu() * 3


x = torch.randn(4)
scaled_relu(x)  # 第一次调用只做性能剖析，不报错
print("first call passed")
scaled_relu(x)  # CPU 上的融合器默认关闭，什么都没有融合
