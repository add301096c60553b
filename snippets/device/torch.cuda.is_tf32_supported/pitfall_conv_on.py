import torch

# ...while cuDNN convolutions may use TF32 from the start.
print("conv TF32 allowed:", torch.backends.cudnn.allow_tf32)
print("matmul TF32 allowed:", torch.backends.cuda.matmul.allow_tf32)
