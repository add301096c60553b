import torch

v = torch.backends.cudnn.version()  # 形如 90100 的整数，或 None
print(v is None, torch.backends.cudnn.is_available())
if v is not None:
    # cuDNN 9 的编码是 major * 10000 + minor * 100 + patch（cuDNN 8：major * 1000 + minor * 100 + patch）
    major = v // 10000 if v >= 90000 else v // 1000
    print("cuDNN major version:", major)
