import torch

# 仅限 GPU：原始调用失败时只通过返回值报告。
rt = torch.cuda.cudart()
buf = torch.empty(1024)
status = rt.cudaHostUnregister(buf.data_ptr())  # 从未注册过：返回错误码，不抛异常
print(status != rt.cudaError.success)  # True，而且没有任何异常
