import torch
import torch.version

print(torch.__version__)
print(torch.version.__version__ == torch.__version__)
print("cuda:", torch.version.cuda)  # e.g. '12.8' on CUDA wheels, None otherwise
print("hip:", torch.version.hip)  # ROCm wheels only
print("debug build:", torch.version.debug)
print(len(torch.version.git_version))  # full commit hash of the build
