import torch
import torch.version

print(torch.__version__)
print(torch.version.__version__ == torch.__version__)
print("cuda:", torch.version.cuda)  # 例如 CUDA 版 wheel 上为 '12.8'，其他为 None
print("hip:", torch.version.hip)  # 仅 ROCm 版 wheel 有值
print("debug build:", torch.version.debug)
print(len(torch.version.git_version))  # 本次构建完整的 commit 哈希
