import torch
from torch.autograd.graph import set_warn_on_accumulate_grad_stream_mismatch

try:
    # 像 set_grad_enabled / set_detect_anomaly 那样写，但它返回的是 None
    with set_warn_on_accumulate_grad_stream_mismatch(False):
        pass
except TypeError as err:
    print(err)

# 失败的 with 语句里那次调用已经把警告关掉了
print(torch._C._warn_on_accumulate_grad_stream_mismatch())
