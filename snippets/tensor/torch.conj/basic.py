import torch

z = torch.tensor([1 + 2j, 3 - 4j])

# conj() is lazy: a view with the conjugate bit set, no data is copied.
zc = z.conj()
print(zc, zc.is_conj(), z.is_conj())
print(zc.data_ptr() == z.data_ptr())

# resolve_conj() materializes the conjugate into new memory and clears the bit.
zr = zc.resolve_conj()
print(zr, zr.is_conj(), zr.data_ptr() == z.data_ptr())

# conj_physical() computes the conjugate eagerly, also into new memory.
zp = torch.conj_physical(z)
print(zp, zp.is_conj())

# A conjugated view works in ordinary ops: the Hermitian inner product, like torch.vdot(z, z).
print(torch.dot(z.conj(), z))

# For real tensors all of these are no-ops that return the input itself.
x = torch.tensor([1.0, 2.0])
print(x.conj() is x, torch.conj_physical(x) is x, x.resolve_conj() is x)
