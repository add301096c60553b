import warnings

import torch

if torch.cuda.is_available():
    x = torch.randn(1000, device="cuda")
    torch.cuda.set_sync_debug_mode("warn")  # 每个等待 GPU 的操作都发出警告
    print("mode:", torch.cuda.get_sync_debug_mode())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = x * 2  # 只是排队，不等待
        n = int((y > 0).sum())  # int() 把结果拷回 CPU，必须等待
    print("warnings:", len(caught) > 0)
    torch.cuda.set_sync_debug_mode("default")  # 恢复为不报告
else:
    print("no CUDA device: the sync debug mode needs a GPU")
