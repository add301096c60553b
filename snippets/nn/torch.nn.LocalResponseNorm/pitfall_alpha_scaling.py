import torch
import torch.nn.functional as F

x = torch.arange(1.0, 6.0).reshape(1, 5, 1, 1)
# porting a TensorFlow model: tf.nn.local_response_normalization(x, depth_radius=1, bias=1, alpha=0.3, beta=0.75)
ported = torch.nn.LocalResponseNorm(size=3, alpha=0.3, beta=0.75, k=1.0)(x)
sq = F.pad(x.flatten() ** 2, (1, 1))
tf_like = x.flatten() / (1.0 + 0.3 * sq.unfold(0, 3, 1).sum(1)) ** 0.75  # TF does not divide alpha by size
print(ported.flatten())
print(tf_like)  # different; pass alpha * size to match
print(torch.nn.LocalResponseNorm(size=3, alpha=0.3 * 3, beta=0.75, k=1.0)(x).flatten())
