import torch

print(torch.cuda.AcceleratorError is torch.AcceleratorError)  # 同一个类，两个名字
print(issubclass(torch.AcceleratorError, RuntimeError))

try:
    stream = torch.cuda.Stream()  # 直接调用 CUDA 运行时
    print("stream on", stream.device.type)
except torch.AcceleratorError as e:  # 运行时返回了错误码
    print(type(e).__name__, "error_code is an int:", isinstance(e.error_code, int))
